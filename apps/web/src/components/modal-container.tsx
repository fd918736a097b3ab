import { Modal, type ModalProps } from "@mantine/core";
import { modalWidths } from "../lib/constants";

export type ModalWidth = keyof typeof modalWidths;

export interface ModalContainerProps extends Omit<ModalProps, "size"> {
  /** sm 570, md 800, lg 870, xl 1072 pixels. */
  width?: ModalWidth;
}

/** The generic modal of spec section 2, in one of its four widths. */
export function ModalContainer({ width = "sm", children, ...props }: ModalContainerProps) {
  return (
    <Modal
      size={`calc(${modalWidths[width]}px)`}
      centered
      padding="lg"
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      data-modal-width={modalWidths[width]}
      {...props}
    >
      {children}
    </Modal>
  );
}
