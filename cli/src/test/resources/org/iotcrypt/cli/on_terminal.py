"""Runs a command on a pseudo-terminal, as a person at a terminal would: answers each prompt
that ends in ": " with the next line of ANSWERS (an environment variable, lines separated by
newlines) once the prompt has appeared, then prints everything the terminal showed. With
STDOUT_TO set, the command's standard output goes to that file instead (so that Java has no
Console and must open /dev/tty itself). Exits with the command's exit status."""
import os
import pty
import sys

answers = [a for a in os.environ.get("ANSWERS", "").split("\n") if a]
pid, fd = pty.fork()
if pid == 0:
    target = os.environ.get("STDOUT_TO")
    if target:
        out = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(out, 1)
    os.execvp(sys.argv[1], sys.argv[1:])

shown = b""
answered = 0
since = 0
while True:
    try:
        chunk = os.read(fd, 65536)
    except OSError:
        break
    if not chunk:
        break
    shown += chunk
    if answered < len(answers) and shown[since:].endswith(b": "):
        os.write(fd, answers[answered].encode() + b"\n")
        answered += 1
        since = len(shown)
_, status = os.waitpid(pid, 0)
sys.stdout.buffer.write(shown)
sys.exit(os.waitstatus_to_exitcode(status))
