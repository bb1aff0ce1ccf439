#!/usr/bin/env python3
"""Start-up of one-shot CLI commands (issue 44, point 4): the median wall time of several runs of
each command, interleaved, beside `java -version` on the same machine, as a Markdown table.

Usage: bench/startup.sh [RUNS]   (RUNS defaults to 11; writes bench/results/startup-latest.md)
"""
import os, platform, shutil, statistics, subprocess, sys, tempfile, time

# IOTCRYPT_ROOT measures another checkout (an older commit, for a before/after table)
root = os.environ.get('IOTCRYPT_ROOT') or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
runs = int(sys.argv[1]) if len(sys.argv) > 1 else 11
jar = os.path.join(root, 'cli', 'target', 'iotcrypt.jar')
launcher = os.path.join(root, 'iotcrypt')
java = shutil.which('java')

work = tempfile.mkdtemp(prefix='iotcrypt-startup-')
small = os.path.join(work, 'small.txt')
with open(small, 'w') as f:
    f.write('a small file to sign\n')
key, pub, sig = (os.path.join(work, n) for n in ('k.pem', 'pub.pem', 'small.sig'))
subprocess.run([launcher, 'sm2', 'keygen', '--private', key, '--public', pub], check=True)
subprocess.run([launcher, 'sm2', 'sign', '--key', key, '-o', sig, small], check=True)

# The parser's own floor: a minimal picocli command (one option) on the same jar.
with open(os.path.join(work, 'Minimal.java'), 'w') as f:
    f.write('@picocli.CommandLine.Command(name = "minimal", mixinStandardHelpOptions = true)\n'
            'public class Minimal implements Runnable {\n'
            '    @picocli.CommandLine.Option(names = "--x") String x;\n'
            '    public void run() { System.out.println(x); }\n'
            '    public static void main(String[] a) { new picocli.CommandLine(new Minimal()).execute(a); }\n}\n')
subprocess.run(['javac', '-cp', jar, '-d', work, os.path.join(work, 'Minimal.java')], check=True)


def cli(*args):
    return [java, '-Djdk.tls.client.enableStatusRequestExtension=false', '-jar', jar] + list(args)

tasks = [
    ('version', ['version']),
    ('hash FILE', ['hash', small]),
    ('sm2 sign', ['sm2', 'sign', '--key', key, '-f', '-o', os.path.join(work, 'again.sig'), small]),
    # -k: the signer's key in every release (--signer since issue 44), so older checkouts run it too
    ('sm2 verify', ['sm2', 'verify', '-k', pub, '--signature', sig, small]),
]
commands = [('java -version', [java, '-version'])]
for name, args in tasks:
    commands.append(('iotcrypt ' + name, [launcher] + args))
    commands.append(('java -jar, no archive: ' + name, cli(*args)))
commands.append(('a minimal picocli command (reference)', [java, '-cp', jar + os.pathsep + work, 'Minimal', '--x', '1']))
if shutil.which('openssl'):
    commands.append(('openssl pkeyutl -sign (reference)', ['openssl', 'pkeyutl', '-sign', '-rawin', '-digest', 'sm3',
                                                          '-inkey', key, '-in', small, '-out', os.path.join(work, 'o.sig')]))
times = {name: [] for name, _ in commands}
for _ in range(runs):
    for name, command in commands:
        t = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times[name].append(time.perf_counter() - t)
shutil.rmtree(work)

base = statistics.median(times['java -version'])
load = os.getloadavg()
cpu = next((l.split(':', 1)[1].strip() for l in open('/proc/cpuinfo') if l.startswith('model name')), platform.machine())
jdk = subprocess.run([java, '-version'], capture_output=True, text=True).stderr.splitlines()[0]
out = [f'Machine: {cpu}, {os.cpu_count()} cores; {jdk}; {time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}; '
       f'{runs} runs each, interleaved; load average {load[0]:.2f}. "iotcrypt" is the launcher (with its '
       'class-data-sharing archive and picocli on the boot class path); "java -jar" the same jar without either.', '',
       '| command | median s | min s | vs java -version |', '|---|---:|---:|---:|']
for name, _ in commands:
    m = statistics.median(times[name])
    out.append(f'| {name} | {m:.3f} | {min(times[name]):.3f} | {m / base:.1f}× |')
text = '\n'.join(out) + '\n'
print(text)
os.makedirs(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'results'), exist_ok=True)
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'results', os.environ.get('STARTUP_REPORT', 'startup-latest.md')), 'w') as f:
    f.write(text)
