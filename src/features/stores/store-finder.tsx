import './stores.css';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { placesQuery } from '../../api/queries';
import type { ResponseOf } from '../../api/api-client';
import { TextField } from '../../ui/text-field';
import { LoadProblem, Skeleton } from '../../ui/feedback';
import { withMessages } from '../../i18n/screen-messages';
import { storeMessages } from './messages';
import { mapSearchUrl, openingHoursOf, storeQueryOf, storeQueryProblem } from './store-query';
import { MessageText } from '../../ui/message-text';

type Place = ResponseOf<'FIND_STORES'>[number];

/** One store or pick-up point: its name and kind, address, hours, and a map search for its address. */
function PlaceCard({ place }: { place: Place }) {
  const hours = openingHoursOf(place.openingHours);
  return (
    <li className="store-card card stack" data-place={place.id}>
      <div className="store-card-head">
        <h3>{place.name}</h3>
        <span className={`store-kind store-kind-${place.kind.toLowerCase()}`}>
          <FormattedMessage id={`stores_kind_${place.kind}`} />
        </span>
      </div>
      <MessageText id="stores_address" values={{ address: place.address, city: place.city, postalCode: <bdi dir="ltr">{place.postalCode}</bdi> }} className="store-address" />
      {hours && (
        <MessageText id="stores_hours" values={{ opens: <bdi dir="ltr">{hours.opens}</bdi>, closes: <bdi dir="ltr">{hours.closes}</bdi> }} className="hint" />
      )}
      <p>
        <a href={mapSearchUrl(place.mapQuery)} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="stores_map" />
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="stores_new_tab" />
          </span>
        </a>
      </p>
    </li>
  );
}

/**
 * The contact page's store finder (issue 46 part 6): a city, area or postal code finds Sitara's stores and the
 * purchase's pick-up points (FIND_STORES), each with its address, hours and a map search; nothing found says so and
 * what to try; a search that cannot be sent says what to change, at the field.
 */
function Finder() {
  const intl = useIntl();
  const api = useApi();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<string>();
  const places = useQuery(placesQuery(api, asked, intl.locale.startsWith('ur') ? 'ur' : 'en'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = storeQueryProblem(text);
    setProblem(found);
    if (found) {
      document.getElementById('store-query')?.focus();
      return;
    }
    setAsked(storeQueryOf(text));
  };
  return (
    <section className="store-finder stack" aria-labelledby="stores-title" data-testid="store-finder">
      <h2 id="stores-title">
        <FormattedMessage id="stores_title" />
      </h2>
      <form className="store-finder-form" onSubmit={submit} noValidate role="search" aria-labelledby="stores-title">
        <TextField
          id="store-query"
          type="search"
          name="q"
          autoComplete="address-level2"
          label={<FormattedMessage id="stores_label" />}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (problem) setProblem(null);
          }}
          hints={[{ id: 'store-query-hint', text: <FormattedMessage id="stores_hint" /> }]}
          error={problem}
          announce
        />
        <button type="submit" aria-busy={places.isFetching}>
          <FormattedMessage id={places.isFetching ? 'stores_searching' : 'stores_submit'} />
        </button>
      </form>
      <p role="status" className={places.isSuccess ? 'store-finder-status' : 'visually-hidden'}>
        {places.isSuccess &&
          (places.data.length ? <FormattedMessage id="stores_found" values={{ count: places.data.length }} /> : <FormattedMessage id="stores_none" values={{ query: asked }} />)}
      </p>
      {asked !== undefined && places.isPending && <Skeleton blocks={2} height="8rem" />}
      {places.isError && <LoadProblem messageId="stores_failed" retryId="stores_retry" onRetry={() => void places.refetch()} />}
      {places.isSuccess && !places.data.length && (
        <MessageText id="stores_none_next" className="store-finder-empty" />
      )}
      {places.isSuccess && places.data.length > 0 && (
        <ul className="store-list" data-testid="store-results">
          {places.data.map((p) => (
            <PlaceCard key={p.id} place={p} />
          ))}
        </ul>
      )}
      <MessageText id="stores_cnic" className="hint" />
    </section>
  );
}

/** The store finder with its own texts. */
export const StoreFinder = withMessages(storeMessages, Finder);
