/**
 * "Partner citati" (issue 12): the partners this article features. Their profiles list
 * the article under "Ne parla il magazine", and the article links to them.
 */
export function FeaturedPartners({
  partners,
  selected,
}: {
  partners: { id: string; nome: string }[];
  selected: string[];
}) {
  if (partners.length === 0) return null;
  const chosen = new Set(selected);
  return (
    <fieldset className="grid gap-2 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium">Partner citati</legend>
      <div className="grid max-h-48 gap-1.5 overflow-y-auto text-sm">
        {partners.map((partner) => (
          <label key={partner.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              name="partnerIds"
              value={partner.id}
              defaultChecked={chosen.has(partner.id)}
              className="size-4 accent-terracotta"
            />
            {partner.nome}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
