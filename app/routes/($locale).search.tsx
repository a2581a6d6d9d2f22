import {StubPage} from '~/components/StubPage';

export const meta = () => [{title: 'Search'}];

export default function Route() {
  return <StubPage title="Search" />;
}
