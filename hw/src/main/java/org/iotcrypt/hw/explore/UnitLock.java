package org.iotcrypt.hw.explore;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Exclusive use of one design's work folder while it is evaluated, so that explorers sharing a
 * cache folder (the tasks of a job array, two sweeps started side by side) never write into the
 * same work folder at once, and the second one finds the first one's result in the cache instead
 * of evaluating the design again. Across processes it is an OS file lock on {@code <unit>.lock}
 * beside the work folder (on a network file system it holds as far as that file system's locking
 * does); within one JVM, where a second file lock on the same file would be refused, a lock per
 * file comes first.
 */
final class UnitLock implements AutoCloseable {

    private static final ConcurrentHashMap<Path, ReentrantLock> IN_THIS_JVM = new ConcurrentHashMap<>();

    private final ReentrantLock local;
    private final FileChannel channel;
    private final FileLock lock;

    private UnitLock(ReentrantLock local, FileChannel channel, FileLock lock) {
        this.local = local;
        this.channel = channel;
        this.lock = lock;
    }

    /** Waits for and takes the lock on {@code unit}'s work folder under {@code workRoot}. */
    static UnitLock acquire(Path workRoot, String unit) throws IOException {
        Path file = Files.createDirectories(workRoot).resolve(unit + ".lock").toAbsolutePath().normalize();
        ReentrantLock local = IN_THIS_JVM.computeIfAbsent(file, f -> new ReentrantLock());
        local.lock();
        FileChannel channel = null;
        try {
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            return new UnitLock(local, channel, channel.lock());
        } catch (IOException | RuntimeException e) {
            if (channel != null) {
                channel.close();
            }
            local.unlock();
            throw e;
        }
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
            channel.close();
        } finally {
            local.unlock();
        }
    }
}
