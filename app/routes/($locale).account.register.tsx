import {StubPage} from '~/components/StubPage';

export const meta = () => [{title: 'Create an account'}];

export default function Route() {
  return <StubPage title="Create an account" />;
}
