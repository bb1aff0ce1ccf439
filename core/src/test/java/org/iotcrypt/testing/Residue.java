package org.iotcrypt.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Looks inside objects for what a wipe should have overwritten: a field's array or number read
 * by reflection, and a walk over everything an object reaches that counts the arrays holding a
 * given secret. For the tests of issue 12's fix 4 (residues that defeat the wipes).
 */
public final class Residue {

    private Residue() {
    }

    /** The value of the field {@code name} of {@code owner} (declared in its class or a superclass). */
    public static Object field(Object owner, String name) {
        for (Class<?> c = owner.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField(name);
                f.setAccessible(true);
                return f.get(owner);
            } catch (NoSuchFieldException e) {
                // look in the superclass
            } catch (IllegalAccessException e) {
                throw new AssertionError(e);
            }
        }
        throw new AssertionError(owner.getClass().getName() + " has no field " + name);
    }

    /** Fails unless every element of the array (or the number) in field {@code name} is zero. */
    public static void assertZero(Object owner, String name) {
        Object value = field(owner, name);
        if (value instanceof Number n) {
            assertEquals(0L, n.longValue(), owner.getClass().getSimpleName() + "." + name);
            return;
        }
        int length = Array.getLength(value);
        for (int i = 0; i < length; i++) {
            Object element = Array.get(value, i);
            boolean zero = element instanceof Character ch ? ch == 0 : ((Number) element).longValue() == 0;
            if (!zero) {
                fail(owner.getClass().getSimpleName() + "." + name + "[" + i + "] = " + element + " after the wipe");
            }
        }
    }

    /** Fails unless some element of the array in field {@code name} is non-zero (the check above can fail). */
    public static void assertNotZero(Object owner, String name) {
        Object value = field(owner, name);
        int length = Array.getLength(value);
        for (int i = 0; i < length; i++) {
            if (((Number) Array.get(value, i)).longValue() != 0) {
                return;
            }
        }
        fail(owner.getClass().getSimpleName() + "." + name + " is all zero before the wipe");
    }

    /**
     * The byte arrays reachable from {@code root} (through fields and arrays of objects in
     * {@code org.iotcrypt} and {@code javax.crypto} classes) that contain {@code secret} as a
     * contiguous run.
     */
    public static List<String> copiesOf(Object root, byte[] secret) {
        List<String> found = new ArrayList<>();
        walk(root, "root", secret, new IdentityHashMap<>(), found, 0);
        return found;
    }

    private static void walk(Object o, String path, byte[] secret, Map<Object, Boolean> seen, List<String> found,
            int depth) {
        if (o == null || depth > 12 || seen.put(o, Boolean.TRUE) != null) {
            return;
        }
        Class<?> c = o.getClass();
        if (c == byte[].class) {
            if (contains((byte[]) o, secret)) {
                found.add(path);
            }
            return;
        }
        if (c.isArray()) {
            if (!c.getComponentType().isPrimitive()) {
                for (int i = 0; i < Array.getLength(o); i++) {
                    walk(Array.get(o, i), path + "[" + i + "]", secret, seen, found, depth + 1);
                }
            }
            return;
        }
        String name = c.getName();
        if (!name.startsWith("org.iotcrypt.") && !name.startsWith("javax.crypto.")) {
            return;
        }
        for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) {
                    continue;
                }
                try {
                    f.setAccessible(true);
                } catch (RuntimeException e) {
                    continue;
                }
                try {
                    walk(f.get(o), path + "." + f.getName(), secret, seen, found, depth + 1);
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
    }

    private static boolean contains(byte[] haystack, byte[] needle) {
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            if (Arrays.equals(haystack, i, i + needle.length, needle, 0, needle.length)) {
                return true;
            }
        }
        return false;
    }

    /** Asserts that {@code copies} (from {@link #copiesOf}) has exactly {@code expected} entries. */
    public static void assertCopies(int expected, List<String> copies) {
        assertTrue(copies.size() == expected, "expected " + expected + " copies of the key, found " + copies);
    }
}
