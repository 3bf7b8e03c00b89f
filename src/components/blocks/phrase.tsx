/**
 * Keeps number ranges with their unit on one line ('3–4 Wochen', '15–20 Minuten', '16–18 °C'),
 * so a line never breaks after the dash. The text itself is unchanged.
 */
export function Phrase({ text }: { text: string }) {
  // A range ('1–2', '16–18') and its unit; the dash of a range is a break opportunity otherwise.
  const parts = text.split(/(\d+(?:[.,:]\d+)*[-–]\d+(?:[.,:]\d+)*(?:\s(?:°C|%|Wochen|Minuten|Jahre|Jahren|Uhr))?)/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
