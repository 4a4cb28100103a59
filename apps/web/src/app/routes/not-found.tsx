import { NotFoundState } from '../../components/ui/not-found-state.tsx';

export function Component() {
  return <NotFoundState />;
}
