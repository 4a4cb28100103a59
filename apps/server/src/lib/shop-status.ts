/**
 * Online while the current server time lies between the shop's opening and closing time
 * ("HH:MM"); a closing time before the opening time means the shop is open past midnight.
 * Shop cards, product pages and the cart's shop groups all show it.
 */
export function shopStatus(opening: string, closing: string, now: Date = new Date()): 'Online' | 'Offline' {
  const minutes = now.getHours() * 60 + now.getMinutes();
  const open = toMinutes(opening);
  const close = toMinutes(closing);
  if (open === close) return 'Online';
  const inside = open < close ? minutes >= open && minutes < close : minutes >= open || minutes < close;
  return inside ? 'Online' : 'Offline';
}

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
