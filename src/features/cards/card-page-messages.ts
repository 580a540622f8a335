import { joinMessages } from '../../i18n/screen-messages';
import { accountFormMessages, accountPartsMessages, cardMessages } from '../account';

/**
 * The words the card pages (saved cards, a card, adding one, the card for payments and for plan renewals) show of the
 * account's: its parts', its forms' (saving, a refused change, the code entry) and the cards', not the orders', home's,
 * email's and privacy's catalogues (issue 47).
 */
export const cardPageMessages = joinMessages(accountPartsMessages, accountFormMessages, cardMessages);
