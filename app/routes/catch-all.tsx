import { useEffect } from "react";
import { useNavigate } from "react-router";
import { NOT_FOUND_PATH } from "#core/site-pages";

/** Any other path redirects to /404 (replace), whether typed or linked. */
export default function CatchAll() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(NOT_FOUND_PATH, { replace: true });
  }, [navigate]);
  return null;
}
