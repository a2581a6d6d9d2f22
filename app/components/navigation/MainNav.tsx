import {LocaleNavLink} from '../LocaleLink';

export function MainNav({navigation}: {navigation: {handle: string; title: string}[]}) {
  return (
    <nav aria-label="Main" className="site-header__nav">
      <ul>
        {navigation.map((item) => (
          <li key={item.handle}>
            <LocaleNavLink to={`/collections/${item.handle}`}>{item.title}</LocaleNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
