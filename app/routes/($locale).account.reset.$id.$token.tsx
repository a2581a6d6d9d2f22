import {StubPage} from '~/components/StubPage';

export const meta = () => [{title: 'Reset your password'}];

export default function Route() {
  return <StubPage title="Reset your password" />;
}
