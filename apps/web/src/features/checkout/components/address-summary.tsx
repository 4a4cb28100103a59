import type { Address } from '@souk/contract';

type Shown = Pick<Address, 'name' | 'phone' | 'flat_no' | 'address_line' | 'address_line2' | 'area' | 'post_code'>;

/** A delivery address in a few lines: name, the address joined, the phone. */
export function AddressSummary({ address }: { address: Shown }) {
  return (
    <div className="min-w-0 text-sm">
      <p className="font-semibold">
        <bdi>{address.name}</bdi>
      </p>
      <p className="break-words text-slate-700">
        <bdi>
          {[address.flat_no, address.address_line, address.address_line2, address.area, address.post_code]
            .filter(Boolean)
            .join(', ')}
        </bdi>
      </p>
      {address.phone ? (
        <p className="text-slate-500">
          <bdi dir="ltr">{address.phone}</bdi>
        </p>
      ) : null}
    </div>
  );
}
