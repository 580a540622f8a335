import { FormattedMessage, useIntl } from "react-intl";
import { useEndpointQuery } from "../../api/use-endpoint-query";
import { displayNumber, type Line } from "../../domain/line-view";
import { ListRow, ListRows } from "../../ui/list-row";
import { Skeletons, useOrderPages } from "../account";
import { statusPathOf, type ServiceRequest } from "../service-requests";
import { needsOf } from "./home-entries";
import { RECENT_ORDERS } from "./recent";
import { MessageText } from '../../ui/message-text';

/**
 * What waits for the customer (issue 46), from the list in home-entries.ts (NEEDS_YOU): a SIM to activate, an order
 * to pay, a delivery to follow, a request moving; each a row leading to where it is done, or one line saying
 * nothing waits. It reads the lists the home reads already (lines, requests, the latest orders).
 */
export function NeedsYou() {
  const intl = useIntl();
  const lines = useEndpointQuery("GET_LINES");
  const requests = useEndpointQuery("GET_SERVICE_REQUESTS");
  const { items: orders } = useOrderPages(RECENT_ORDERS);
  const loading = lines.isPending || requests.isPending;
  const items = needsOf({
    lines: (lines.data ?? []) as Line[],
    requests: (requests.data ?? []) as ServiceRequest[],
    orders: orders ?? [],
    requestPath: (r) => statusPathOf(r),
  });
  return (
    <section
      className="card stack home-needs"
      aria-labelledby="needs-heading"
      data-home="needs"
    >
      <h2 id="needs-heading">
        <FormattedMessage id="needs_heading" />
      </h2>
      {/* As tall while loading as the one line it then most often says, in either script (Nastaliq's line is taller):
          the cards under it stay where they are. */}
      <div className="home-needs-body">
        {loading ? (
          <Skeletons count={1} />
        ) : items.length === 0 ? (
          <MessageText id="needs_none" className="home-needs-none" />
        ) : (
          <ListRows>
            {items.map((item) => {
              const values = {
                ...item.values,
                ...(item.values?.number
                  ? { number: displayNumber(item.values.number) }
                  : {}),
                ...(item.requestType
                  ? {
                      type: intl.formatMessage({
                        id: `type_${item.requestType}`,
                      }),
                    }
                  : {}),
              };
              return (
                <ListRow
                  key={item.key}
                  icon={item.icon}
                  href={item.href}
                  title={
                    <FormattedMessage
                      id={item.titleId}
                      values={wrapLtr(values)}
                    />
                  }
                  hint={
                    item.hintId ? (
                      <FormattedMessage
                        id={item.hintId}
                        values={wrapLtr(values)}
                      />
                    ) : undefined
                  }
                />
              );
            })}
          </ListRows>
        )}
      </div>
    </section>
  );
}

/** References and numbers stay left to right inside Urdu words. */
function wrapLtr(values: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      k === "type" ? v : <bdi dir="ltr">{v}</bdi>,
    ]),
  );
}
