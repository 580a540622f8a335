/**
 * The payment result feature's public face (docs/decisions, one feature one folder): the one page of every payable's
 * result (a purchase, a service request, a rescheduled delivery, a paylink), which the route table and the paylink
 * receipt load lazily. It sits above checkout, sim-replacement and reschedule, whose result parts it draws, so no
 * feature below it loads it back (no arrow back up in the drawing of src). Nothing is imported from it statically.
 */
export {};
