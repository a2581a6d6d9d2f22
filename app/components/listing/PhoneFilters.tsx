import {Suspense, useEffect, useState} from 'react';
import {LazyDrawer, usePreloadDrawer} from '~/components/ui/LazyDrawer';

export const LISTING_FILTERS_ID = 'listing-filters';

/**
 * Phones see products on arrival: the filters wait behind one "Filter and sort" press.
 * With JavaScript it opens a drawer holding the filters; without, it is a link to the
 * filter form, which shows itself when it is the page's target (`:target`), so a
 * shopper with no script still filters, and lands on the results after Apply.
 */
export function PhoneFilters({
  activeCount,
  filters,
}: {
  activeCount: number;
  filters: (inDrawer: boolean) => React.ReactNode;
}) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setEnhanced(true), []);
  usePreloadDrawer(`a[href="#${LISTING_FILTERS_ID}"]`);
  const label =
    activeCount > 0 ? `Filter and sort (${activeCount})` : 'Filter and sort';
  return (
    <>
      <a
        href={`#${LISTING_FILTERS_ID}`}
        role={enhanced ? 'button' : undefined}
        aria-haspopup={enhanced ? 'dialog' : undefined}
        className="mb-4 flex min-h-11 w-full items-center justify-center border border-ink bg-paper px-4 font-bold text-ink no-underline lg:hidden"
        onClick={(event) => {
          if (!enhanced) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <LazyDrawer
            title="Filter and sort"
            titleId="phone-filters-title"
            closeLabel="filters"
            side="left"
            onClose={() => setOpen(false)}
          >
            {filters(true)}
            <button
              type="button"
              className="sticky bottom-0 mt-auto min-h-11 w-full cursor-pointer border-0 bg-ink px-4 font-bold text-paper"
              onClick={() => setOpen(false)}
            >
              Show products
            </button>
          </LazyDrawer>
        </Suspense>
      ) : null}
    </>
  );
}
