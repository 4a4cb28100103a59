import { type ComponentType, createElement, lazy, useState } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A lazily loaded component whose code can be asked for ahead of its first render. */
export type LazyNamed<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` for a named export: the module becomes its own chunk, loaded on first render.
 * Once `preload` has brought it in, a new instance draws it at once instead of suspending for
 * a turn, so hydrating finds it there (a press on a part still waiting for its code is lost).
 * Each instance keeps the way it started, so one never remounts when the code arrives.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyNamed<PropsOf<M[K]>> {
  type Props = PropsOf<M[K]>;
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name] as ComponentType<Props>;
      return loaded;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Named(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    // React's typings cannot relate a generic component's props to its element's.
    return createElement(Component as ComponentType<object>, props as object);
  }
  return Object.assign(Named, { preload });
}
