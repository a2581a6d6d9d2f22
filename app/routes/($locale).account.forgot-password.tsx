import {StubPage} from '~/components/StubPage';

export const meta = () => [{title: 'Forgot your password?'}];

export default function Route() {
  return <StubPage title="Forgot your password?" />;
}
