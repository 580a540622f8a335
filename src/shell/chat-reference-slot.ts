import { createContext, type ComponentType } from 'react';
import type { StartedChat } from '../integrations/chat/support-chat';

/**
 * What the chat panel shows once a signed-in customer started a chat: its reference (issue 46). The shell names no
 * feature; the app gives the component (src/app-frame.tsx, the service requests' chat reference, loaded when first
 * drawn). None given (a frame without it): the panel keeps the offline message.
 */
export const ChatReferenceContext = createContext<ComponentType<{ chat: StartedChat }> | null>(null);
