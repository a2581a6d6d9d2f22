import {StubPage} from '~/components/StubPage';

export const meta = () => [{title: 'Change your password'}];

export default function Route() {
  return <StubPage title="Change your password" />;
}
