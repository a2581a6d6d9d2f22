import {LocaleLink} from '../LocaleLink';

export function SearchButton() {
  return (
    <LocaleLink to="/search" prefetch="intent">
      Search
    </LocaleLink>
  );
}
