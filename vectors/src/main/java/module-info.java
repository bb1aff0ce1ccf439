/**
 * The known answers as data files, each naming its source (GB/T, GM/T, RFC, the papers), read
 * by the tests, the demo, the benchmarks and the hardware explorer through
 * {@link org.iotcrypt.vectors.VectorFile}. The files themselves stay inside the module.
 */
module org.iotcrypt.vectors {
    exports org.iotcrypt.vectors;
}
