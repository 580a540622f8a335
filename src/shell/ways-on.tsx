import { ScreenMessages } from '../i18n/screen-messages';
import { HelpSearch } from './help-search';
import { helpSearchMessages } from './help-search-messages';
import { WaysLinks } from './ways-links';

/**
 * Where a dead end leads (issue 46 part 6: the 404 and the error pages): the ways on (ways-links.tsx) and a search of
 * the help pages.
 * @example <WaysOn /> // on /404, /429, maintenance and "not available yet"
 */
export function WaysOn({ extra }: { extra?: Array<{ href: string; id: string }> }) {
  return (
    <>
      <WaysLinks {...(extra ? { extra } : {})} />
      <ScreenMessages messages={helpSearchMessages}>
        <HelpSearch />
      </ScreenMessages>
    </>
  );
}
