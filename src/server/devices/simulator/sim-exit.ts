/** Exit code of the device simulator when its port is taken (read by the embedded start-up). */
export const EXIT_PORT_IN_USE = 3;
