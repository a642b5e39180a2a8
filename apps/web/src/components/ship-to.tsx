/** The ship-to details an address may carry; older orders have none. */
type ShipToDetails = { recipientName?: string; phone?: string; company?: string };

/** 'Dr Meena Iyer, Deccan Bio Labs · 9123456780', or null when the account holder receives. */
export function shipToText({ recipientName, phone, company }: ShipToDetails): string | null {
  const who = [recipientName, company].filter((part) => part?.trim()).join(', ');
  const text = [who, phone?.trim()].filter(Boolean).join(' · ');
  return text === '' ? null : text;
}

/** One line in an address block naming who receives the parcel, when someone is named. */
export function ShipTo({
  address,
  className = '',
}: {
  address: ShipToDetails;
  className?: string;
}) {
  const text = shipToText(address);
  if (text === null) return null;
  return (
    <span className={`block break-words ${className}`}>
      <span className="text-slate-500">Deliver to: </span>
      {text}
    </span>
  );
}
