/* The package ships no types: its main export is the path of vnu.jar (the Nu HTML checker). */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
