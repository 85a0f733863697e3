// The router's fallback for anything a route throws (SPEC §2, §8).
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { describeError, ErrorScreen } from "./error-screen";

const describe = (error: unknown): string =>
  isRouteErrorResponse(error) ? error.statusText || `${error.status}` : describeError(error);

export function ErrorPage() {
  return <ErrorScreen detail={describe(useRouteError())} />;
}
