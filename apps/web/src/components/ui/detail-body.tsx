import type { ReactNode } from 'react';
import { ErrorState } from './error-state.tsx';
import { Skeleton } from './skeleton.tsx';

interface DetailBodyProps<T> {
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** The body of a details screen: an error with retry, skeletons while loading, then the content. */
export function DetailBody<T>({ data, error, onRetry, children }: DetailBodyProps<T>) {
  if (error) return <ErrorState onRetry={onRetry} />;
  if (data === undefined) {
    return (
      <div aria-busy="true" className="space-y-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return children(data);
}

/** The first line of a details screen: the reference code (left to right), its state, and what can be done. */
export function DetailHeading({ code, state, children }: { code: string; state: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="font-mono text-lg font-bold" dir="ltr">
        {code}
      </h2>
      {state}
      {children}
    </div>
  );
}
