import { Notifications } from "@mantine/notifications";
import { snackbar } from "@tierline/contracts";

/**
 * The snackbar host: bottom-right, 4 s auto-hide, 500 ms transition. The app loads it after its first
 * render (app/providers.tsx); a snackbar shown before it is mounted waits in Mantine's store.
 */
export function SnackbarHost() {
  return (
    <Notifications
      position="bottom-right"
      autoClose={snackbar.autoHideMs}
      transitionDuration={snackbar.transitionMs}
      containerWidth={420}
      limit={4}
    />
  );
}
