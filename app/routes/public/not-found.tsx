import { data } from "react-router";
import { NotFoundView } from "~/root";

export function loader() {
  throw data("Pagina non trovata", { status: 404 });
}

export default function NotFound() {
  return <NotFoundView />;
}
