import {lazy, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import {LocaleLink} from '../LocaleLink';
import {HEADER_TOOL} from '../navigation/header-tool';
import {Icon} from '../ui/icons';

// The overlay panel, its fetcher and tracking load only when a shopper first opens it.
const loadOverlay = () => import('./SearchOverlay');
const SearchOverlay = lazy(loadOverlay);

/**
 * The header's Search control. Before JavaScript runs (or without it) it is a link to
 * /search; once the page is interactive it is a button that opens the search overlay.
 */
export function SearchButton() {
  const [interactive, setInteractive] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setInteractive(true), []);

  const onClose = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const label = (
    <>
      <Icon name="search" className="size-6 sm:hidden" />
      <span className="max-sm:sr-only">Search</span>
    </>
  );
  if (!interactive) {
    return (
      <LocaleLink to="/search" prefetch="intent" className={HEADER_TOOL}>
        {label}
      </LocaleLink>
    );
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={HEADER_TOOL}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadOverlay()}
        onFocus={() => void loadOverlay()}
      >
        {label}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay onClose={onClose} />
        </Suspense>
      ) : null}
    </>
  );
}
