/** SPEC §9: max image 5 MB, taken as 5 MiB exactly. */
export const MAX_UPLOAD_BYTES = 5_242_880;

/** Three images plus the kycData part and multipart framing. */
export const MAX_UPLOAD_REQUEST_BYTES = 3 * MAX_UPLOAD_BYTES + 64 * 1024;
