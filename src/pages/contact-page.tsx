import type { Language } from '../i18n/shell-messages';
import { StoreFinder } from '../features/stores';
import InfoPage from './info-page';

/** /contact: how to call or write, and the store finder in place of two addresses in plain text (issue 46 part 6). */
export default function ContactPage({ language }: { language: Language }) {
  return (
    <InfoPage doc="contact" language={language}>
      <StoreFinder />
    </InfoPage>
  );
}
