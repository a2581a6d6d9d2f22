import {StubPage} from '~/components/StubPage';

export const meta = () => [{title: 'Your orders'}];

export default function Route() {
  return <StubPage title="Your orders" />;
}
