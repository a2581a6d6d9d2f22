import {StubPage} from '~/components/StubPage';

export const meta = () => [{title: 'Your details'}];

export default function Route() {
  return <StubPage title="Your details" />;
}
