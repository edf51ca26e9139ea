import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { HOME_PATH } from "#core/site-pages";

/**
 * `/` redirects to /homepage, replacing the history entry. The server
 * answers `/` with an HTTP redirect already; this covers client-side navigation to `/`.
 */
export default function RootRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(HOME_PATH, { replace: true });
  }, [navigate]);
  return (
    <p className="page">
      <Link to={HOME_PATH}>Przejdź na stronę główną</Link>
    </p>
  );
}
