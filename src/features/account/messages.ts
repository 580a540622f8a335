import { joinMessages, type AreaMessages } from '../../i18n/screen-messages';
import { orderMessages } from './order-messages';
import { profileMessages } from './profile-messages';
import { accountFormMessages } from './account-form-messages';
import { cardMessages } from './card-messages';
import { accountPageMessages } from './account-page-messages';

/**
 * Texts of the customer's account: orders, profile, email, privacy, saved cards, personal details and address, whole.
 * Each page loads only its parts (order-messages.ts, profile-messages.ts, account-parts-messages.ts,
 * account-form-messages.ts, card-messages.ts, account-page-messages.ts: issue 47).
 */
export const accountMessages: AreaMessages = joinMessages(orderMessages, profileMessages, accountFormMessages, cardMessages, accountPageMessages);
