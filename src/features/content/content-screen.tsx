import { useIntl } from 'react-intl';
import { wizardContext, type ScreenProps } from '../../../renderer';
import { StepActions } from '../catalog';
import { LoadProblem, Loading } from '../../ui/feedback';
import { withMessages } from '../../i18n/screen-messages';
import { contentMessages } from './messages';
import { useContentWords } from './content-words';

/**
 * The one screen of every content step (a wizard step with `"content"` in its JSON): its title, body, image, list
 * and links in the customer's language, from the journey's words (journeys/content/<journey id>.<en|ur>.json), with
 * Back and Continue as on any step. A product owner adds an informational step with no code; the step's
 * `description` is a note for developers and is never shown.
 */
function Content({ snapshot, meta, send }: ScreenProps) {
  const intl = useIntl();
  const ctx = wizardContext(snapshot);
  const words = useContentWords(ctx.journeyId ?? '', intl.locale.startsWith('ur') ? 'ur' : 'en');
  const content = meta.content;
  if (!content || words === null) return <LoadProblem messageId="content_failed" retryId="content_retry" onRetry={() => window.location.reload()} />;
  if (words === undefined) return <Loading />;
  const say = (key: string) => words[key] ?? '';
  const titleId = `content-${meta.step ?? 'step'}`;
  return (
    <section aria-labelledby={titleId} className="content-step stack" data-testid="content-step">
      <h1 id={titleId} tabIndex={-1}>
        {say(content.title)}
      </h1>
      {content.image && <img src={content.image.src} alt={say(content.image.alt)} className="content-step-image" />}
      <p>{say(content.body)}</p>
      {content.list && (
        <ul>
          {content.list.map((key) => (
            <li key={key}>{say(key)}</li>
          ))}
        </ul>
      )}
      {content.links && (
        <ul className="content-step-links">
          {content.links.map((link) => (
            <li key={link.text}>
              <a href={link.href} {...(link.href.startsWith('https://') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {say(link.text)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <StepActions
        onBack={() => send({ type: 'BACK' })}
        backDisabled={!ctx.previous}
        onNext={() => send({ type: 'NEXT' })}
        canNext
        {...(content.buttons ? { labels: { next: content.buttons.next && say(content.buttons.next), back: content.buttons.back && say(content.buttons.back) } } : {})}
      />
    </section>
  );
}

/** Every content step's screen, with its own texts (the step's words are the journey's). */
const ContentScreen = withMessages(contentMessages, Content);
export default ContentScreen;
