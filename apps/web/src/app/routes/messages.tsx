import { MessagesScreen } from '../../features/chat/index.ts';

export function Component() {
  return <MessagesScreen />;
}
