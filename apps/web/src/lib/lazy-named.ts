import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** `React.lazy` for a named export: the module becomes its own chunk, loaded on first render. */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<PropsOf<M[K]>>> {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<PropsOf<M[K]>> })));
}
