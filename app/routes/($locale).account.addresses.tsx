import {StubPage} from '~/components/StubPage';

export const meta = () => [{title: 'Your addresses'}];

export default function Route() {
  return <StubPage title="Your addresses" />;
}
