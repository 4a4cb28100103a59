import { photoOrAvatar } from '../avatar/avatar.ts';

/** A review row as the wire shows it: the rating a number, the reviewer always with a picture. */
export function reviewView<Row extends { rating: unknown; customer_name: string; customer_profile: string | null }>(
  row: Row,
) {
  return {
    ...row,
    rating: Number(row.rating),
    customer_profile: photoOrAvatar(row.customer_profile, row.customer_name),
  };
}
