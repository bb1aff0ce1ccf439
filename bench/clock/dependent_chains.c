/*
 * The clock a core actually runs at, from chains of dependent instructions whose latency is known:
 * 64-bit IMUL (3 cycles on every x86-64 core since Nehalem and on AMD Zen) and ROL by an
 * immediate other than 1 (1 cycle; ROL by 1 has an encoding of its own, two micro-ops on Intel).
 * /proc/cpuinfo in a KVM guest reports the host's nominal TSC rate, not the turbo clock the code
 * runs at (2.6 GHz on the Intel Xeon guests of issue 45, whose chains here give 3.5-4.1 GHz);
 * this program is the independent check of ClockBench, whose Java chain reported 4.8-5.2 GHz there
 * until it stopped adding a small immediate that core adds without latency.
 * bench/clock.sh builds and runs this.
 */
#include <stdio.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(void) {
    unsigned long n = 500000000UL, x = 12345, y = 777;
    double t0 = now();
    for (unsigned long i = 0; i < n; i++) {
        __asm__ volatile("imul %1, %0\n\timul %1, %0\n\timul %1, %0\n\timul %1, %0" : "+r"(x) : "r"(y));
    }
    double t1 = now();
    for (unsigned long i = 0; i < n; i++) {
        __asm__ volatile("rol $3, %0\n\trol $3, %0\n\trol $3, %0\n\trol $3, %0\n\t"
                         "rol $3, %0\n\trol $3, %0\n\trol $3, %0\n\trol $3, %0" : "+r"(x));
    }
    double t2 = now();
    printf("imul chain (3 cycles each): %.2f GHz\nrol chain (1 cycle each): %.2f GHz\n(checksum %lu)\n",
           4.0 * n * 3 / (t1 - t0) / 1e9, 8.0 * n / (t2 - t1) / 1e9, x);
    return 0;
}
