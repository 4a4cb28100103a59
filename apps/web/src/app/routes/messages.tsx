import { MessagesScreen } from '../../features/chat/components/messages-screen.tsx';

export function Component() {
  return <MessagesScreen />;
}
