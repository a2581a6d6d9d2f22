import {StubPage} from '~/components/StubPage';

export const meta = () => [{title: 'Sign in'}];

export default function Route() {
  return <StubPage title="Sign in" />;
}
