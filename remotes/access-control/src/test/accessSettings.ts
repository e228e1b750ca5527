/** The access group as the device stores it in the screens' tests: zone 2 holds the door open, zone 3 closed. */
export const STORED_ACCESS = {
  relaymode: 'dooropen',
  doorsensor: 0,
  relaydelay: 5,
  wiegandformat: 'wiegand26',
  fixedwiegand: 0,
  byteorder: 'big',
  cardlength: 4,
  tamperalarm: 1,
  power12v: 1,
  normallyopen: [2],
  normallyclose: [3],
};
