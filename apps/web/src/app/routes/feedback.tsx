import { FeedbackScreen } from '../../features/feedback/components/feedback-screen';

export function Component() {
  return <FeedbackScreen />;
}
