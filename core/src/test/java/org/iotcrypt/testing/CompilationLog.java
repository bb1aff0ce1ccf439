package org.iotcrypt.testing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The compilations in a HotSpot {@code -XX:+LogCompilation} log, for the tests that check what the
 * JIT made of a kernel (core's DefaultPathJitTest, the vector module's JitCompilationTest): one
 * reader of the log's task elements, their method names and their inlining decisions. It walks
 * the elements one by one: a regular expression that spans a run of elements with a repeated
 * group recurses once per element in {@code java.util.regex} and overflowed the stack on the
 * compilations of big methods.
 */
public final class CompilationLog {

    private static final Pattern TASK_HEAD = Pattern.compile("<task compile_id='(\\d+)' (?:compile_kind='(\\w+)' )?"
            + "method='(\\S+) (\\S+) [^']*' bytes='(\\d+)'([^>]*)>");
    private static final Pattern NOT_ENTRANT = Pattern.compile("<make_not_entrant [^>]*compile_id='(\\d+)'");
    private static final Pattern KLASS = Pattern.compile("<klass id='(\\d+)' name='([^']+)'");
    private static final Pattern METHOD = Pattern.compile("<method id='(\\d+)' holder='(\\d+)' name='([^']+)'");
    private static final Pattern ELEMENT = Pattern.compile("<(\\w+)([^>]*)>");
    private static final Pattern ATTRIBUTE = Pattern.compile("(\\w+)='([^']*)'");

    private CompilationLog() {
    }

    /**
     * One compilation task. {@code method} is "holder name", the holder with dots (as
     * "org.iotcrypt.sm4.Sm4BitslicedRounds round"); {@code c2} is true for a C2 compilation of the
     * whole method (not C1, whose tasks carry a level, and not on-stack replacement);
     * {@code inUse} for one that succeeded and was not made not entrant later in the log.
     */
    public record Task(String compileId, String method, boolean c2, int bytes, boolean inUse, String body) {

        /** Method ids of this task's log to "holder name", as its elements write them. */
        public Map<String, String> methodNames() {
            Map<String, String> klasses = new HashMap<>();
            Matcher k = KLASS.matcher(body);
            while (k.find()) {
                klasses.put(k.group(1), k.group(2).replace('/', '.'));
            }
            Map<String, String> methods = new HashMap<>();
            Matcher m = METHOD.matcher(body);
            while (m.find()) {
                methods.put(m.group(1), klasses.getOrDefault(m.group(2), "?") + " " + m.group(3));
            }
            return methods;
        }

        /**
         * The calls C2 decided to inline or not, in order: each {@code call} element with the
         * first {@code inline_success} or {@code inline_fail} after it and before the next call.
         */
        public List<Call> calls() {
            Map<String, String> names = methodNames();
            List<Call> calls = new ArrayList<>();
            String pending = null;
            Matcher e = ELEMENT.matcher(body);
            while (e.find()) {
                String name = e.group(1);
                if (name.equals("call")) {
                    pending = attributes(e.group(2)).get("method");
                } else if (pending != null && (name.equals("inline_success") || name.equals("inline_fail"))) {
                    calls.add(new Call(names.getOrDefault(pending, "?"), name.equals("inline_success"),
                            attributes(e.group(2)).getOrDefault("reason", "")));
                    pending = null;
                }
            }
            return calls;
        }
    }

    /** A call in a compilation: the callee as "holder name", whether C2 inlined it, and its reason. */
    public record Call(String callee, boolean inlined, String reason) {
    }

    /** Every task of the log, in order. */
    public static List<Task> tasks(String log) {
        Set<String> notEntrant = new HashSet<>();
        Matcher n = NOT_ENTRANT.matcher(log);
        while (n.find()) {
            notEntrant.add(n.group(1));
        }
        List<Task> tasks = new ArrayList<>();
        Matcher head = TASK_HEAD.matcher(log);
        int from = 0;
        while (head.find(from)) {
            int end = log.indexOf("</task>", head.end());
            if (end < 0) {
                break;
            }
            String body = log.substring(head.end(), end);
            String id = head.group(1);
            // C1 tasks carry a level attribute (1 to 3); C2's carry none. OSR compilations have a kind.
            boolean c2 = head.group(2) == null && !head.group(6).contains("level=");
            boolean inUse = body.contains("<task_done success='1'") && !notEntrant.contains(id);
            tasks.add(new Task(id, head.group(3) + " " + head.group(4), c2, Integer.parseInt(head.group(5)), inUse, body));
            from = end;
        }
        return tasks;
    }

    private static Map<String, String> attributes(String text) {
        Map<String, String> attributes = new HashMap<>();
        Matcher a = ATTRIBUTE.matcher(text);
        while (a.find()) {
            attributes.put(a.group(1), a.group(2));
        }
        return attributes;
    }
}
